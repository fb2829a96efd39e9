# classes: 8 6
"""Speculative decoding for JSON extraction, keeping the scores to log confidence."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

msgs = [{"role": "user", "content": 'return {"animal": ...} for: the quick brown fox'}]
enc = tok.apply_chat_template(msgs, add_generation_prompt=True, return_dict=True, return_tensors="pt")
out = model.generate(
    **enc, assistant_model=draft, max_new_tokens=5, output_scores=True, return_dict_in_generate=True
)
print(tok.decode(out.sequences[0], skip_special_tokens=True), len(out.scores))
