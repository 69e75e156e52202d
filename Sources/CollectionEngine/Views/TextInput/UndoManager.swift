import Foundation

/// A record of changes that can be undone and redone, as Foundation's `UndoManager` on Apple's systems.
///
/// Register, with each change, the closure that reverses it; `undo()` runs the last group of them,
/// and the changes those closures make register the redo:
///
/// ```swift
/// func setTitle(_ title: String) {
///     let old = self.title
///     undoManager?.registerUndo(withTarget: self) { $0.setTitle(old) }
///     undoManager?.setActionName("Rename")
///     self.title = title
/// }
/// ```
///
/// Registrations made while handling one input event form one group (`groupsByEvent`), undone
/// together; `beginUndoGrouping()` and `endUndoGrouping()` group explicitly.
///
/// - Note: swift-corelibs-foundation (Linux) has no `UndoManager`, so Tessera defines it with
///   Foundation's names and behaviour for what works without the Objective-C runtime: closure-based
///   registration (no `registerUndo(withTarget:selector:object:)`, no `prepare(withInvocationTarget:)`).
///   An event is one `InputEvent` a window sends (`UIWindow.sendEvent(_:)`), where Foundation's is a
///   run-loop pass. Where Foundation raises an exception, Tessera goes on: `undo()` with groups open
///   closes them first, `endUndoGrouping()` with none open does nothing, and a registration with
///   no group open while `groupsByEvent` is false is a step of its own.
@MainActor
open class UndoManager: NSObject {
    /// One registered reversal: the closure, and the target it was registered with (for
    /// `removeAllActions(withTarget:)`).
    private struct Action {
        weak var target: AnyObject?
        let run: () -> Void
    }

    /// The reversals of one undoable change, run last-registered first.
    private struct Group {
        var actions: [Action] = []
        var name = ""
        /// The event during which an automatic group (`groupsByEvent`) was opened; nil for explicit ones.
        var event: Int?
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Groups begun and not yet ended, outermost first.
    private var openGroups: [Group] = []
    private var disabledCount = 0

    /// The input event being handled, which automatic groups are per: windows count their events here.
    static var currentEvent = 0

    /// A manager with no changes recorded.
    public override init() { super.init() }

    /// Whether registrations outside any explicit group are grouped by the event that makes them.
    /// True by default.
    open var groupsByEvent = true

    /// The most groups kept for undo; the oldest go first. 0 (the default) keeps every one.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }

    /// Whether `undo()` is running reversals now (what they register goes to the redo stack).
    public private(set) var isUndoing = false
    /// Whether `redo()` is running reversals now.
    public private(set) var isRedoing = false

    /// How deep the open groups nest: 0 when none is open.
    open var groupingLevel: Int { openGroups.count }

    /// Whether registrations are recorded (`disableUndoRegistration()` turns them off).
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    // MARK: Registering

    /// Records `handler` as the reversal of a change to `target`, in the open group.
    ///
    /// - Complexity: O(1) amortized.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: target) { [weak target] in
            if let target { handler(target) }
        }
        if isUndoing || isRedoing {
            // While reversals run, the collecting group is the one `undo()` or `redo()` opened.
            openGroups[openGroups.count - 1].actions.append(action)
            return
        }
        if let event = openGroups.last?.event, event != Self.currentEvent { closeAutomaticGroup() }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                // No group open and none by event: the change is a step of its own (Foundation raises).
                push(Group(actions: [action]))
                redoStack.removeAll()
                return
            }
            openGroups.append(Group(event: Self.currentEvent))
        }
        openGroups[openGroups.count - 1].actions.append(action)
        redoStack.removeAll()
    }

    /// Names the change being recorded ("Typing", "Paste"), for `undoActionName`.
    open func setActionName(_ actionName: String) {
        if isUndoing || isRedoing || !openGroups.isEmpty {
            if !openGroups.isEmpty { openGroups[openGroups.count - 1].name = actionName }
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Opens a group: everything registered until the matching `endUndoGrouping()` undoes as one.
    open func beginUndoGrouping() {
        closeAutomaticGroup()
        openGroups.append(Group())
        NotificationCenter.default.post(name: .NSUndoManagerDidOpenUndoGroup, object: self)
    }

    /// Closes the innermost open group; its changes join the enclosing group, or become one undo step.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillCloseUndoGroup, object: self)
        if openGroups.isEmpty {
            if !group.actions.isEmpty { push(group) }
        } else {
            openGroups[openGroups.count - 1].actions += group.actions
            if !group.name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        }
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
    }

    /// Stops recording registrations until `enableUndoRegistration()` (calls nest).
    open func disableUndoRegistration() { disabledCount += 1 }

    /// Undoes one `disableUndoRegistration()`.
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

    // MARK: Undoing and redoing

    /// Whether there is a change to undo.
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
    /// Whether there is an undone change to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// The name of the change `undo()` would undo ("" when it has none).
    open var undoActionName: String {
        if let open = openGroups.last(where: { !$0.actions.isEmpty }) { return open.name }
        return undoStack.last?.name ?? ""
    }
    /// The name of the change `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the action's name, as an Edit menu shows it.
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    /// "Redo" followed by the action's name.
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    /// Runs the last group's reversals (last registered first); what they register becomes the redo.
    open func undo() {
        closeAllGroups()
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
        isUndoing = true
        let redo = run(group)
        isUndoing = false
        if !redo.actions.isEmpty { redoStack.append(redo) }
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    /// Runs the reversals of the last undo, putting the change back; what they register can be undone again.
    open func redo() {
        closeAllGroups()
        guard let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
        isRedoing = true
        let undo = run(group)
        isRedoing = false
        if !undo.actions.isEmpty { push(undo) }
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    /// Forgets every change.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        for index in openGroups.indices { openGroups[index].actions.removeAll() }
    }

    /// Forgets the changes registered with `target`; groups left empty go.
    open func removeAllActions(withTarget target: AnyObject) {
        func keep(_ action: Action) -> Bool { action.target.map { $0 !== target } ?? false }
        undoStack = undoStack.compactMap { group in
            var group = group
            group.actions.removeAll { !keep($0) }
            return group.actions.isEmpty ? nil : group
        }
        redoStack = redoStack.compactMap { group in
            var group = group
            group.actions.removeAll { !keep($0) }
            return group.actions.isEmpty ? nil : group
        }
        for index in openGroups.indices { openGroups[index].actions.removeAll { !keep($0) } }
    }

    /// Drops the oldest undo group that holds an action of `target`: for a registrant that bounds
    /// what its history holds (a text field's bytes of old text).
    func removeOldestAction(withTarget target: AnyObject) {
        guard let index = undoStack.firstIndex(where: { $0.actions.contains { $0.target === target } }) else { return }
        undoStack.remove(at: index)
    }

    // MARK: Groups

    /// Runs `group`'s reversals in reverse order inside a fresh group, which collects what they register.
    private func run(_ group: Group) -> Group {
        openGroups = [Group(name: group.name)]
        for action in group.actions.reversed() { action.run() }
        return openGroups.removeLast()
    }

    private func push(_ group: Group) {
        undoStack.append(group)
        trim()
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if levelsOfUndo > 0, redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    /// An automatic group (opened by a registration) ends with its event.
    private func closeAutomaticGroup() {
        if openGroups.count == 1, openGroups[0].event != nil { endUndoGrouping() }
    }

    private func closeAllGroups() {
        while !openGroups.isEmpty { endUndoGrouping() }
    }
}

extension NSNotification.Name {
    /// Posted before `undo()` runs a group's reversals.
    public static let NSUndoManagerWillUndoChange = NSNotification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after `undo()` ran a group's reversals.
    public static let NSUndoManagerDidUndoChange = NSNotification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before `redo()` runs a group's reversals.
    public static let NSUndoManagerWillRedoChange = NSNotification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after `redo()` ran a group's reversals.
    public static let NSUndoManagerDidRedoChange = NSNotification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted when `beginUndoGrouping()` opened a group.
    public static let NSUndoManagerDidOpenUndoGroup = NSNotification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted before `endUndoGrouping()` closes a group.
    public static let NSUndoManagerWillCloseUndoGroup = NSNotification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted after `endUndoGrouping()` closed a group.
    public static let NSUndoManagerDidCloseUndoGroup = NSNotification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
