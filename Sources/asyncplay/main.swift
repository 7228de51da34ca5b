// The asyncplay command. Top-level code stays synchronous: the hidden child subcommands run the simulation in this
// process before any task exists.
import Playground

AsyncPlay.main()
