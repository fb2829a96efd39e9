# classes: 8 5
"""Worker that keeps a cache object per conversation id between turns.

Written against the newest generate API, where the cache is passed as `cache=`.
"""
import queue
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL = "Qwen/Qwen2.5-0.5B-Instruct"


class ChatWorker(threading.Thread):
    def __init__(self, inbox, outbox):
        super().__init__(daemon=True)
        self.inbox, self.outbox = inbox, outbox
        self.tok = AutoTokenizer.from_pretrained(MODEL)
        self.model = AutoModelForCausalLM.from_pretrained(MODEL)
        self.caches = {}

    def run(self):
        while True:
            msg = self.inbox.get()
            if msg is None:
                return
            try:
                cache = self.caches.setdefault(msg["conv"], DynamicCache())
                enc = self.tok(msg["text"], return_tensors="pt")
                out = self.model.generate(**enc, cache=cache, max_new_tokens=5)
                self.outbox.put(("ok", self.tok.decode(out[0], skip_special_tokens=True)))
            except Exception as exc:
                self.outbox.put(("error", exc))


def main():
    inbox, outbox = queue.Queue(), queue.Queue()
    worker = ChatWorker(inbox, outbox)
    worker.start()
    inbox.put({"conv": "a", "text": "Hello! Who are you?"})
    inbox.put(None)
    worker.join()
    status, payload = outbox.get()
    if status == "error":
        raise payload
    print(payload)


if __name__ == "__main__":
    main()
