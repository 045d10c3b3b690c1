@_spi(Reflection) import Swift

/// Where the dynamic properties of one type are: found once by reflecting the type, then read
/// from each value at their byte offsets, instead of reflecting every value on every render.
///
/// A struct's stored properties are planned by their static types: a `@State` or `@Environment` is
/// read at its offset, a nested struct that is a ``DynamicProperty`` (a style) is planned in turn
/// (its offsets added, its labels prefixed `outer.`), and closures, metatypes and tuples are
/// skipped (they cannot be dynamic properties). A stored property whose value decides at run time
/// (an existential such as `any SliderStyle`, an optional, an enum, a class) is reflected as
/// before, and so is a value that is not a struct. The labels are the reflection's, which state
/// keys and the public state model depend on.
struct DynamicPropertyPlan: Sendable {
    /// One stored property to visit.
    enum Step: Sendable {
        /// A dynamic property the engine binds, of a type known statically.
        case install(label: String, offset: Int, type: InstallerType)
        /// A stored property whose value's dynamic type decides: reflected on each visit.
        case reflect(label: String, offset: Int, type: Any.Type)
    }

    /// The static type of a dynamic property the engine binds.
    ///
    /// `@unchecked`: a metatype is immutable and shareable, but one of a protocol that does not
    /// refine `Sendable` is not `Sendable` to the compiler.
    struct InstallerType: @unchecked Sendable {
        let type: any DynamicPropertyInstaller.Type
    }

    /// What the cache knows of a type.
    enum Entry: Sendable {
        /// A struct with dynamic properties: visit its steps.
        case plan(DynamicPropertyPlan)
        /// Not a struct, or not one the plan can read: reflect each value.
        case reflect
        /// Nothing to visit: a struct without dynamic properties, or a reflected type whose first
        /// value had none (as the engine has always assumed).
        case plain
    }

    /// The entries of the types met so far.
    private static let cache = TypeCache<Entry>()

    /// The stored properties to visit, in declaration order (nested ones in place).
    let steps: [Step]

    /// Visits the dynamic properties of `value` (planning its type the first time it is met).
    static func visit<Value, Visitor: DynamicPropertyVisitor>(_ value: Value, with visitor: inout Visitor) {
        let entry = cache.entry(for: Value.self, orMake: makeEntry)
        switch entry {
        case .plain:
            return
        case .plan(let plan):
            withUnsafePointer(to: value) { plan.visit(UnsafeRawPointer($0), with: &visitor) }
        case .reflect:
            if !visitor.visitReflecting(childrenOf: value, prefix: "") { cache.replace(.plain, for: Value.self) }
        }
    }

    /// Plans `type`.
    private static func makeEntry(for type: Any.Type) -> Entry {
        var steps: [Step] = []
        guard TypeLayout.kind(of: type) == .struct, appendSteps(of: type, offset: 0, prefix: "", to: &steps) else {
            return .reflect
        }
        return steps.isEmpty ? .plain : .plan(DynamicPropertyPlan(steps: steps))
    }

    /// Appends the steps of the struct `type` stored at `offset`; false when it cannot be planned.
    private static func appendSteps(of type: Any.Type, offset: Int, prefix: String, to steps: inout [Step]) -> Bool {
        _forEachField(of: type) { name, fieldOffset, fieldType, kind in
            let name = String(cString: name)
            let label = prefix + (name.hasPrefix("_") ? String(name.dropFirst()) : name)
            let offset = offset + fieldOffset
            switch kind {
            case .struct:
                if let installer = fieldType as? any DynamicPropertyInstaller.Type {
                    steps.append(.install(label: label, offset: offset, type: InstallerType(type: installer)))
                } else if fieldType is any DynamicProperty.Type {
                    return appendSteps(of: fieldType, offset: offset, prefix: label + ".", to: &steps)
                }
            case .function, .metatype, .existentialMetatype, .tuple:
                break
            default:
                steps.append(.reflect(label: label, offset: offset, type: fieldType))
            }
            return true
        }
    }

    /// Visits the steps in the value at `base`.
    private func visit<Visitor: DynamicPropertyVisitor>(_ base: UnsafeRawPointer, with visitor: inout Visitor) {
        for step in steps {
            switch step {
            case .install(let label, let offset, let type):
                Self.visit(type.type, at: base + offset, label: label, with: &visitor)
            case .reflect(let label, let offset, let type):
                _ = visitor.visitReflecting(Self.load(type, from: base + offset), label: label)
            }
        }
    }

    /// Visits the `Installer` stored at `pointer`.
    private static func visit<Installer: DynamicPropertyInstaller, Visitor: DynamicPropertyVisitor>(
        _ type: Installer.Type, at pointer: UnsafeRawPointer, label: String, with visitor: inout Visitor
    ) {
        // Visited where it lies, borrowed, not loaded as a copy.
        visitor.visit(pointer.assumingMemoryBound(to: Installer.self).pointee, label: label)
    }

    /// The `Field` stored at `pointer`, boxed.
    private static func load<Field>(_ type: Field.Type, from pointer: UnsafeRawPointer) -> Any {
        pointer.load(as: Field.self)
    }
}
