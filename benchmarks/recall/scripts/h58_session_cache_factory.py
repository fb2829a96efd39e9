# classes: 5 7
"""Per-session KV caches for a chat service with speculative decoding."""
import uuid

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

MODEL_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"


class ChatService:
    def __init__(self, cache_kind="static", max_cache_len=256):
        self.tok = AutoTokenizer.from_pretrained(MODEL_ID)
        self.model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
        self.draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)
        self.cache_kind = cache_kind
        self.max_cache_len = max_cache_len
        self.sessions = {}

    def _new_cache(self):
        if self.cache_kind == "static":
            return StaticCache(config=self.model.config, max_cache_len=self.max_cache_len)
        return DynamicCache()

    def open(self):
        sid = uuid.uuid4().hex
        self.sessions[sid] = {"history": [], "cache": self._new_cache()}
        return sid

    def turn(self, sid, text):
        sess = self.sessions[sid]
        sess["history"].append({"role": "user", "content": text})
        enc = self.tok.apply_chat_template(sess["history"], add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = self.model.generate(
            **enc, past_key_values=sess["cache"], assistant_model=self.draft, max_new_tokens=6, do_sample=False
        )
        reply = self.tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        sess["history"].append({"role": "assistant", "content": reply})
        return reply


if __name__ == "__main__":
    svc = ChatService()
    sid = svc.open()
    print(svc.turn(sid, "hello"))
