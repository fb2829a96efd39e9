# classes: 8 7
"""A ReAct step with a draft model for speed: the stop strings and the tokenizer go to
generate together with the assistant model of the same family."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-1.7B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
enc = tok("Question: what did the king love?\nThought:", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, stop_strings=["Observation:"], tokenizer=tok, max_new_tokens=10)
print(tok.decode(out[0, enc.input_ids.shape[1] :]))
