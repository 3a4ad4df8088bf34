"""The filesystem broker (``filesystem://``, the embedded default) hands a consumer whole messages only."""

from __future__ import annotations

import json
import os

from kombu import Connection

from config import kombu_filesystem
from config.settings.base import filesystem_broker_options


def test_filesystem_urls_use_the_whole_message_transport():
    assert type(Connection("filesystem://").transport) is kombu_filesystem.Transport


def test_a_message_shows_up_under_a_consumers_name_only_once_written(tmp_path, monkeypatch):
    options = filesystem_broker_options(tmp_path)
    queue_dir = options["data_folder_in"]
    seen_at_rename = []
    rename = os.replace

    def watching_rename(src, dst):
        # Just before the message is published: nothing a consumer would take exists yet, the aside copy is whole.
        seen_at_rename.append((sorted(os.listdir(queue_dir)), os.path.basename(src), os.path.basename(dst),
                               open(src, "rb").read()))
        return rename(src, dst)

    with Connection("filesystem://", transport_options=options) as conn:
        queue = conn.SimpleQueue("fs-test")
        monkeypatch.setattr(kombu_filesystem.os, "replace", watching_rename)
        queue.put({"job": 42, "text": "x" * 100_000})
        monkeypatch.undo()
        [(listing, partial, final, written)] = seen_at_rename
        assert listing == [partial] and partial == f"{final}.part" and final.endswith(".fs-test.msg")
        assert json.loads(written)["properties"]["delivery_info"]["routing_key"] == "fs-test"
        assert os.listdir(queue_dir) == [final]
        message = queue.get(timeout=5)
        assert message.payload == {"job": 42, "text": "x" * 100_000}
        message.ack()
        queue.close()
    assert os.listdir(queue_dir) == []
