import CSpotsGtk
import Foundation

/// Files held in memory and served under `resource:///…` paths, registered with GIO while this
/// object lives. GTK loads a stylesheet from one (`CssProvider.load(resource:)`) and resolves the
/// relative `@import`s and `url()`s in it against the stylesheet's own resource folder, so what it
/// loads comes from these bytes and never from a file.
///
/// GLib offers no API to build a GResource in memory (glib-compile-resources writes files), so
/// `ResourceBundle.encode` lays the entries out in the GVDB format `g_resource_new_from_data` reads:
/// a 24-byte header, one hash table (no Bloom filter, one bucket) whose items each hold a whole path,
/// and each file as a `(uuay)` variant (size, flags, bytes and a trailing NUL, as
/// glib-compile-resources stores them, so text can be read as a C string).
@MainActor
public final class ResourceBundle {
    private let resource: OpaquePointer

    /// Registers `files` (absolute resource paths such as `/org/example/a.css` → bytes); nil if GIO
    /// refuses the data.
    public init?(files: [(path: String, data: Data)]) {
        let encoded = Self.encode(files)
        let bytes = encoded.withUnsafeBytes { raw in g_bytes_new(raw.baseAddress, gsize(raw.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let made = g_resource_new_from_data(bytes, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        resource = made
        g_resources_register(resource)
    }

    isolated deinit {
        g_resources_unregister(resource)
        g_resource_unref(resource)
    }

    /// The bytes registered at `path` (any registered bundle), or nil.
    public static func data(at path: String) -> Data? {
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let pointer = g_bytes_get_data(bytes, &size) else { return Data() }
        return Data(bytes: pointer, count: Int(size))
    }

    /// The GVDB image of `files`. Any thread.
    nonisolated public static func encode(_ files: [(path: String, data: Data)]) -> Data {
        let headerSize = 24, hashHeaderSize = 8, bucketCount = 1, itemSize = 24
        let itemsStart = headerSize + hashHeaderSize + 4 * bucketCount
        let keysStart = itemsStart + itemSize * files.count
        var output = Data(count: keysStart)
        func put(_ value: UInt32, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { output.replaceSubrange(offset..<offset + 4, with: $0) }
        }
        // Header: the signature "GVariant", version 0, options 0, and where the root table is.
        output.replaceSubrange(0..<8, with: Array("GVariant".utf8))
        put(UInt32(headerSize), at: 16)
        put(UInt32(keysStart), at: 20)
        // The root hash table: no Bloom words, one bucket whose items start at item 0.
        put(0, at: headerSize)
        put(UInt32(bucketCount), at: headerSize + 4)
        put(0, at: headerSize + 8)
        var keyOffsets: [Int] = []
        for file in files {
            keyOffsets.append(output.count)
            output.append(contentsOf: Array(file.path.utf8))
        }
        for (number, file) in files.enumerated() {
            while output.count % 8 != 0 { output.append(0) }
            let valueStart = output.count
            var header = Data(count: 8)
            withUnsafeBytes(of: UInt32(file.data.count).littleEndian) { header.replaceSubrange(0..<4, with: $0) }
            output.append(header) // size, then flags 0 (not compressed)
            output.append(file.data)
            output.append(0) // the NUL after the contents, part of the byte array
            output.append(0) // the variant's separator before its type
            output.append(contentsOf: Array("(uuay)".utf8))
            let item = itemsStart + itemSize * number
            put(hash(file.path), at: item)
            put(0xFFFF_FFFF, at: item + 4) // no parent: the key is the whole path
            put(UInt32(keyOffsets[number]), at: item + 8)
            let keyLength = UInt16(clamping: file.path.utf8.count)
            withUnsafeBytes(of: keyLength.littleEndian) { output.replaceSubrange(item + 12..<item + 14, with: $0) }
            output[item + 14] = UInt8(ascii: "v")
            output[item + 15] = 0
            put(UInt32(valueStart), at: item + 16)
            put(UInt32(output.count), at: item + 20)
        }
        return output
    }

    /// GVDB's key hash (djb2 over the bytes as signed chars).
    nonisolated private static func hash(_ key: String) -> UInt32 {
        var value: UInt32 = 5381
        for byte in key.utf8 {
            value = value &* 33 &+ UInt32(bitPattern: Int32(Int8(bitPattern: byte)))
        }
        return value
    }
}
