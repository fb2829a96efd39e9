# classes: 5 7
"""Multi-turn chat that carries `past_key_values` from the last generate output (return_dict_in_generate)
into the next turn, re-templating the whole conversation."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

messages, past = [], None
for user in ["hello", "what is red", "and blue"]:
    messages.append({"role": "user", "content": user})
    enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(
        **enc, past_key_values=past, max_new_tokens=4, do_sample=False, return_dict_in_generate=True
    )
    past = out.past_key_values
    reply = tok.decode(out.sequences[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)
    messages.append({"role": "assistant", "content": reply})
print(messages)
