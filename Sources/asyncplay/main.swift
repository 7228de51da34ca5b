import Playground
