# classes: 5
"""Chat service: each session brings its own cache object to carry turns; the model's
generation_config is only made greedy."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model.generation_config.do_sample = False
model.generation_config.temperature = None
model.generation_config.top_p = None

sessions = {}


def handle(session_id, text):
    state = sessions.setdefault(session_id, {"messages": [], "cache": DynamicCache()})
    state["messages"].append({"role": "user", "content": text})
    enc = tok.apply_chat_template(state["messages"], add_generation_prompt=True, return_dict=True, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=5, past_key_values=state["cache"])
    reply = tok.decode(out[0, enc["input_ids"].shape[-1] :], skip_special_tokens=True)
    state["messages"].append({"role": "assistant", "content": reply})
    return reply


print(handle("a", "hello"))
print(handle("a", "tell me more"))
