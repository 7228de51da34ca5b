import CVirtualClock

/// A piece of work handed to Dispatch: a block (copied, as libdispatch copies it) or a function and its context.
struct DispatchWork: @unchecked Sendable {
  /// The block, or nil for a function.
  var block: UnsafeMutableRawPointer?
  var context: UnsafeMutableRawPointer?
  var function: UnsafeMutableRawPointer?

  /// The work of a hook call, its block copied (released once it ran).
  init(block: UnsafeMutableRawPointer?, context: UnsafeMutableRawPointer?, function: UnsafeMutableRawPointer?) {
    self.block = block.map { vclock_block_copy($0) }
    self.context = context
    self.function = function
  }

  /// Runs the work once and lets go of the block. A work item's block (`DispatchWorkItem`) returns at once when the
  /// item was cancelled: libdispatch's own check, inside the block.
  func run() {
    if let block {
      vclock_block_invoke(block)
      vclock_block_release(block)
    } else if let function {
      vclock_function_invoke(function, context)
    }
  }

  /// Runs iteration `index` of `dispatch_apply` (the block is not released: every iteration shares it).
  func run(index: Int) {
    if let block {
      vclock_block_invoke_index(block, index)
    } else if let function {
      vclock_function_invoke_index(function, context, index)
    }
  }

  /// Lets go of the block without running it.
  func release() {
    if let block { vclock_block_release(block) }
  }
}
