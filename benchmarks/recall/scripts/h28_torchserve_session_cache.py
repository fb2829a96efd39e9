# classes: 5 7
"""TorchServe handler keeping a per-session KV cache between requests of a chat.

The request carries a session id; the handler reuses the session's DynamicCache so follow-up
turns do not re-encode the history. The cache kind is also pinned in the handler config.
"""
from types import SimpleNamespace

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class BaseHandler:
    def initialize(self, context):
        self.manifest = context.manifest
        self.initialized = True

    def handle(self, data, context):
        if not getattr(self, "initialized", False):
            self.initialize(context)
        return [self.inference(self.preprocess(row)) for row in data]


class ChatHandler(BaseHandler):
    GEN = {"max_new_tokens": 5, "do_sample": False, "cache_implementation": "dynamic"}

    def initialize(self, context):
        super().initialize(context)
        name = self.manifest["model"]["modelName"]
        self.tokenizer = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name).eval()
        self.sessions = {}

    def preprocess(self, row):
        return row["session"], row["text"]

    def inference(self, item):
        session, text = item
        history, cache = self.sessions.get(session, ("", DynamicCache()))
        history += text
        enc = self.tokenizer(history, return_tensors="pt")
        with torch.no_grad():
            out = self.model.generate(**enc, past_key_values=cache, **self.GEN)
        reply = self.tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        self.sessions[session] = (history + reply, cache)
        return reply


if __name__ == "__main__":
    ctx = SimpleNamespace(manifest={"model": {"modelName": "HuggingFaceTB/SmolLM2-135M-Instruct"}}, system_properties={})
    handler = ChatHandler()
    print(handler.handle([{"session": "a", "text": "Hi! "}], ctx))
    print(handler.handle([{"session": "a", "text": "And then? "}], ctx))
