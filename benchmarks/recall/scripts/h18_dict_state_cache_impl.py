# classes: 5 7
"""Multi-user chat backend: each conversation's state is a dict (messages, cache, settings)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")

SESSIONS = {}


def new_session(user_id, **settings):
    SESSIONS[user_id] = {"messages": [], "cache": None, "settings": {"max_new_tokens": 6, **settings}}
    return SESSIONS[user_id]


def chat(user_id, text):
    state = SESSIONS[user_id]
    state["messages"].append({"role": "user", "content": text})
    enc = tok.apply_chat_template(state["messages"], add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, past_key_values=state["cache"], return_dict_in_generate=True, **state["settings"])
    state["cache"] = out.past_key_values
    reply = tok.decode(out.sequences[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    state["messages"].append({"role": "assistant", "content": reply})
    return reply


if __name__ == "__main__":
    new_session("alice", cache_implementation="dynamic")
    for message in ["hello", "how are you", "bye"]:
        print(chat("alice", message))
