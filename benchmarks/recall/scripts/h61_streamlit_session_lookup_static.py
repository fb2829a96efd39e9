# classes: 5 7
"""Streamlit-style chat page, rerun top to bottom on every message.

st.session_state is a plain dict here; the page keeps the model, the chat history and a
StaticCache sized once for the whole conversation, and a sidebar toggle turns on prompt lookup
("fast mode") for answers that quote the user's own text.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

SESSION = {}
SIDEBAR_DEFAULTS = {"fast_mode": True, "max_new_tokens": 6, "history_turns": 4}


def get_state():
    if "model" not in SESSION:
        SESSION["tok"] = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        SESSION["model"] = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        SESSION["history"] = []
        SESSION["cache"] = StaticCache(config=SESSION["model"].config, max_cache_len=256)
    return SESSION


def sidebar():
    return dict(SIDEBAR_DEFAULTS)


def page(user_message):
    state = get_state()
    opts = sidebar()
    state["history"].append({"role": "user", "content": user_message})
    enc = state["tok"].apply_chat_template(
        state["history"][-opts["history_turns"]:], add_generation_prompt=True,
        return_tensors="pt", return_dict=True,
    )
    gen = {"max_new_tokens": opts["max_new_tokens"], "past_key_values": state["cache"]}
    if opts["fast_mode"]:
        gen["prompt_lookup_num_tokens"] = 3
    with torch.no_grad():
        out = state["model"].generate(**enc, **gen)
    reply = state["tok"].decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    state["history"].append({"role": "assistant", "content": reply})
    return reply


if __name__ == "__main__":
    print(page("Repeat after me: the quick brown fox jumps over the lazy dog."))
