"""Topology documents the tests of several apps start from."""

from __future__ import annotations

#: The smallest valid document: a cluster name and two z10 nodes with their addresses; everything else defaults.
MINIMAL = {
    "cluster": {"name": "zrac"},
    "nodes": [
        {"hostname": "rac1", "cpus": 2, "memory_gb": 16, "machine": "z10a", "public_ip": "10.10.0.11",
         "vip": "10.10.0.21", "private_ip": "192.168.10.11"},
        {"hostname": "rac2", "cpus": 2, "memory_gb": 16, "machine": "z10a", "public_ip": "10.10.0.12",
         "vip": "10.10.0.22", "private_ip": "192.168.10.12"},
    ],
}
