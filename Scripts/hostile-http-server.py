#!/usr/bin/env python3
# A misbehaving HTTP server on 127.0.0.1, one behaviour per path (listed in
# Tests/SpotsGtkTests/Support/HostileServer.swift). Prints its port, then serves forever.
# With CERTIFICATE KEY arguments it speaks https. Used by the tests and by
# Scripts/measure-remote-limits.sh.
import socket, ssl, struct, sys, threading, time, zlib
counts = {}
connections = [0]
bomb = []
tls = None
if len(sys.argv) > 2:
    tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    tls.load_cert_chain(sys.argv[1], sys.argv[2])
def send(conn, status, body, ctype="application/json"):
    conn.sendall(b"HTTP/1.1 %s\r\nContent-Type: %s\r\nContent-Length: %d\r\nConnection: close\r\n\r\n" % (status.encode(), ctype.encode(), len(body)) + body)
def gzip_bomb():
    # One compressed 64 KB block, repeated (a full flush makes each copy stand alone):
    # quicker than compressing 200 MB.
    if not bomb:
        block = b" " * 65536
        packer = zlib.compressobj(9, zlib.DEFLATED, -15)
        piece = packer.compress(block) + packer.flush(zlib.Z_FULL_FLUSH)
        crc = 0
        for _ in range(3200): crc = zlib.crc32(block, crc)
        bomb.append(b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff" + piece * 3200 + packer.flush()
                    + struct.pack("<II", crc, (3200 * 65536) & 0xffffffff))
    return bomb[0]
def malformed(conn, name):
    head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
    if name == "chunk-overflow":
        conn.sendall(head + b"Transfer-Encoding: chunked\r\n\r\n5\r\n{\"a\":\r\n7fffffffffffffff\r\n" + b" " * 1000)
    elif name == "chunk-negative":
        conn.sendall(head + b"Transfer-Encoding: chunked\r\n\r\n5\r\n{\"a\":\r\n-5\r\n12345\r\n0\r\n\r\n")
    elif name == "chunk-not-hex":
        conn.sendall(head + b"Transfer-Encoding: chunked\r\n\r\n5\r\n{\"a\":\r\nzz\r\n12345\r\n0\r\n\r\n")
    elif name == "length-huge":
        conn.sendall(head + b"Content-Length: 99999999999999999999\r\n\r\n{}")
    elif name == "headers-huge":
        conn.sendall(head + b"X-Padding: " + b"x" * (80 * 1024) + b"\r\nContent-Length: 2\r\n\r\n{}")
    elif name == "body-longer":
        conn.sendall(head + b"Content-Length: 10\r\n\r\n" + b'{"components": [{"items": [{"title": "longer than announced"}]}]}')
def read_request(conn):
    request = b""
    while b"\r\n\r\n" not in request:
        chunk = conn.recv(4096)
        if not chunk: return None
        request += chunk
    return request.split(b" ")[1].decode()
def handle(conn):
    connections[0] += 1
    try:
        if tls: conn = tls.wrap_socket(conn, server_side=True)
        path = read_request(conn)
        if path is None: return
        while path.startswith("/keep-alive/"):
            body = b'{"components": [{"items": [{"title": "kept alive"}]}]}' if path == "/keep-alive/screen.json" else str(connections[0]).encode()
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
            path = read_request(conn)
            if path is None: return
        counts[path] = counts.get(path, 0) + 1
        if path.startswith("/malformed/"):
            malformed(conn, path[len("/malformed/"):].split(".")[0])
        elif path.startswith("/with-resources?"):
            target = path[len("/with-resources?"):].encode()
            send(conn, "200 OK", b'{"templates": {"card": "%s"}, "stylesheet": "%s", "components": [{"items": [{"kind": "card", "title": "with resources"}]}]}' % (target, target))
        elif path.startswith("/next-page?"):
            send(conn, "200 OK", b'{"pagination": {"next": "%s"}, "components": [{"identifier": "first", "items": [{"title": "first page"}]}]}' % path[len("/next-page?"):].encode())
        elif path == "/gzip-bomb":
            body = gzip_bomb()
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
        elif path == "/huge":
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 209715200\r\n\r\n")
            block = b" " * 65536
            for _ in range(3200): conn.sendall(block)
        elif path == "/huge-unannounced":
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n")
            block = b" " * 65536
            for _ in range(3200): conn.sendall(block)
        elif path == "/endless":
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
            chunk = b"%x\r\n%s\r\n" % (65536, b" " * 65536)
            while True: conn.sendall(chunk)
        elif path == "/trickle":
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n[")
            while True:
                time.sleep(1)
                conn.sendall(b" ")
        elif path == "/silent":
            time.sleep(3600)
        elif path == "/html":
            send(conn, "200 OK", b'{"components": [{"items": [{"title": "served as html"}]}]}', "text/html; charset=utf-8")
        elif path == "/self.json":
            send(conn, "200 OK", b'{"pagination": {"next": "self.json"}, "components": []}')
        elif path.startswith("/empty-"):
            n = int(path[len("/empty-"):-len(".json")])
            send(conn, "200 OK", b'{"pagination": {"next": "empty-%d.json"}, "components": []}' % (n + 1))
        elif path == "/slow.json":
            time.sleep(1.5)
            send(conn, "200 OK", b'{"title": "Slow", "components": [{"identifier": "late", "items": [{"title": "arrived late"}]}]}')
        elif path in ("/paged.json", "/paged-broken.json"):
            following = b"slow.json" if path == "/paged.json" else b"missing-page.json"
            send(conn, "200 OK", b'{"pagination": {"next": "%s"}, "components": [{"identifier": "first", "items": [{"title": "first page"}]}]}' % following)
        elif path == "/loop":
            conn.sendall(b"HTTP/1.1 302 Found\r\nLocation: /loop\r\nContent-Length: 0\r\n\r\n")
        elif path.startswith("/redirect?"):
            conn.sendall(b"HTTP/1.1 302 Found\r\nLocation: %s\r\nContent-Length: 0\r\n\r\n" % path[len("/redirect?"):].encode())
        elif path.startswith("/count"):
            key = path[len("/count"):]
            send(conn, "200 OK", str(counts.get(key, 0)).encode(), "text/plain")
        else:
            send(conn, "404 Not Found", b"{}")
    except OSError:
        pass
    finally:
        try: conn.close()
        except OSError: pass
server = socket.socket()
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", 0))
server.listen(64)
print(server.getsockname()[1], flush=True)
while True:
    conn, _ = server.accept()
    threading.Thread(target=handle, args=(conn,), daemon=True).start()
