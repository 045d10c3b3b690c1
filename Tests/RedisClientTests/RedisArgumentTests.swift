import Testing

@testable import RedisClient

@Suite struct RedisArgumentTests {
    @Test func literalsStringsBytesAndIntegers() {
        let literal: RedisArgument = "SET"
        let number: RedisArgument = -42
        #expect(literal.bytes == Array("SET".utf8))
        #expect(number.bytes == Array("-42".utf8))
        #expect(RedisArgument("héllo").bytes == Array("héllo".utf8))
        #expect(RedisArgument([0, 255]).bytes == [0, 255])
        #expect(RedisArgument(Int.min).bytes == Array("-9223372036854775808".utf8))
        #expect(RedisArgument(0).bytes == Array("0".utf8))
    }

    @Test func aCommandIsAnArrayOfBulkStrings() throws {
        var bytes: [UInt8] = []
        RedisArgument.encode(["SET", "k", 42], into: &bytes)
        RedisArgument.encode(["GET", RedisArgument([13, 10])], into: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "*3\r\n$3\r\nSET\r\n$1\r\nk\r\n$2\r\n42\r\n*2\r\n$3\r\nGET\r\n$2\r\n\r\n\r\n")
    }

    @Test func aScriptCallNamesItsKeys() {
        let script = RedisScript("return 1")
        #expect(
            script.call(keys: ["a", "b"], arguments: [7])
                == ["EVALSHA", RedisArgument(script.sha1), 2, "a", "b", 7])
        #expect(script.evalCommand(keys: [], arguments: ["x"]) == ["EVAL", "return 1", 0, "x"])
        #expect(RedisScript.isNoScript(.error("NOSCRIPT No matching script. Please use EVAL.")))
        #expect(!RedisScript.isNoScript(.error("ERR other")))
        #expect(!RedisScript.isNoScript(.simple("NOSCRIPT")))
    }
}
