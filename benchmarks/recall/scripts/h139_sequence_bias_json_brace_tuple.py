# classes: 8 7
"""Nudging a small model toward JSON output for tool calls: the brace and quote token
sequences get a positive bias, keyed by tuples of token ids."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
json_bias = {tuple(tok(t, add_special_tokens=False).input_ids): 4.0 for t in ["{", '"']}
messages = [{"role": "user", "content": "call the weather tool for the garden, as json"}]
inputs = tok.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=8, sequence_bias=json_bias)
print(tok.decode(out[0, inputs["input_ids"].shape[1] :]))
