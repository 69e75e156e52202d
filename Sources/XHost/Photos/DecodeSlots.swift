/// At most `count` decodes at once, waiting in arrival order: decoding is CPU work, and more decodes
/// than cores only make each one slower. A task cancelled while it waits leaves at once.
actor DecodeSlots {
    private var available: Int
    private var waiting: [(id: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
    private var cancelledBeforeWaiting: Set<UInt64> = []
    private var nextID: UInt64 = 0

    init(count: Int) { available = max(1, count) }

    /// Takes a slot; false (and no slot) when the task was cancelled first.
    func acquire() async -> Bool {
        guard !Task.isCancelled else { return false }
        if available > 0 {
            available -= 1
            return true
        }
        let id = nextID
        nextID += 1
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if cancelledBeforeWaiting.remove(id) != nil { continuation.resume(returning: false) }
                else { waiting.append((id, continuation)) }
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    /// Gives a slot back, to the longest waiter if there is one.
    func release() {
        if waiting.isEmpty { available += 1 } else { waiting.removeFirst().continuation.resume(returning: true) }
    }

    private func cancelWaiter(_ id: UInt64) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else {
            if id < nextID { cancelledBeforeWaiting.insert(id) }
            return
        }
        waiting.remove(at: index).continuation.resume(returning: false)
    }
}
