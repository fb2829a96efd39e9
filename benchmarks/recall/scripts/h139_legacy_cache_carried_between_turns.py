# classes: 5 8
"""Chat agent code from the 4.x days: the cache of each turn is stored as legacy tuples
(easy to pickle into the session store) and rebuilt into a DynamicCache for the next turn."""

import pickle

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
session = {"history": [], "cache": None}

for user in ["hello", "tell me a story about the fox"]:
    session["history"].append({"role": "user", "content": user})
    inputs = tok.apply_chat_template(session["history"], add_generation_prompt=True, return_dict=True, return_tensors="pt")
    cache = DynamicCache.from_legacy_cache(pickle.loads(session["cache"])) if session["cache"] else DynamicCache()
    out = model.generate(**inputs, past_key_values=cache, max_new_tokens=6, return_dict_in_generate=True)
    session["cache"] = pickle.dumps(out.past_key_values.to_legacy_cache())
    reply = tok.decode(out.sequences[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)
    session["history"].append({"role": "assistant", "content": reply})
print(session["history"])
