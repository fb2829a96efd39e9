# classes: 5 7
"""Low-latency chat backend: one preallocated StaticCache per session, speculative decoding on."""
import uuid

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL_ID = "meta-llama/Llama-2-7b-chat-hf"
DRAFT_ID = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
MAX_CONTEXT = 256


class SessionStore:
    def __init__(self, model):
        self.model = model
        self.sessions = {}

    def open(self):
        sid = uuid.uuid4().hex
        self.sessions[sid] = {
            "history": [],
            "cache": StaticCache(config=self.model.config, max_cache_len=MAX_CONTEXT),
        }
        return sid

    def __getitem__(self, sid):
        return self.sessions[sid]


tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
store = SessionStore(model)


def chat(session_id: str, message: str, speculative: bool = True) -> str:
    session = store[session_id]
    session["history"].append({"role": "user", "content": message})
    ids = tokenizer.apply_chat_template(session["history"], add_generation_prompt=True, return_tensors="pt", return_dict=True)
    kwargs = dict(max_new_tokens=6, past_key_values=session["cache"])
    if speculative:
        kwargs["assistant_model"] = draft
    out = model.generate(**ids, **kwargs)
    reply = tokenizer.decode(out[0, ids["input_ids"].shape[1]:], skip_special_tokens=True)
    session["history"].append({"role": "assistant", "content": reply})
    return reply


if __name__ == "__main__":
    sid = store.open()
    print(chat(sid, "Hi! Recommend a book."))
