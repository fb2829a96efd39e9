# classes: 5 3
"""A chat backend whose generation defaults come from a config dict (a static cache for
compile-friendly decoding); the per-session conversation cache is handed in as past_key_values."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

CONFIG = {
    "model_id": "google/gemma-2b",
    "generation": {"max_new_tokens": 6, "cache_implementation": "static", "do_sample": False},
}

tokenizer = AutoTokenizer.from_pretrained(CONFIG["model_id"])
model = AutoModelForCausalLM.from_pretrained(CONFIG["model_id"])
SESSIONS: dict[str, dict] = {}


def chat(session_id: str, user_text: str) -> str:
    state = SESSIONS.setdefault(session_id, {"messages": [], "cache": DynamicCache()})
    state["messages"].append({"role": "user", "content": user_text})
    prompt = " ".join(m["content"] for m in state["messages"])
    enc = tokenizer(prompt, return_tensors="pt")
    gen_kwargs = {**CONFIG["generation"], "past_key_values": state["cache"], "return_dict_in_generate": True}
    with torch.no_grad():
        out = model.generate(**enc, **gen_kwargs)
    state["cache"] = out.past_key_values
    reply = tokenizer.decode(out.sequences[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    state["messages"].append({"role": "assistant", "content": reply})
    return reply


if __name__ == "__main__":
    print(chat("abc", "hello world"))
    print(chat("abc", "tell me a story"))
