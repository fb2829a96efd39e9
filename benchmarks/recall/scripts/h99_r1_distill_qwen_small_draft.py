# classes: 6
"""DeepSeek-R1-Distill-Qwen-7B with Qwen2.5-0.5B-Instruct as a draft model (same Qwen tokenizer),
following the card's advice: temperature 0.6, no system prompt, reasoning in the user turn."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B")
model = AutoModelForCausalLM.from_pretrained("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B", torch_dtype="auto")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", torch_dtype="auto")

messages = [{"role": "user", "content": "Please reason step by step: what is 7 * 8?"}]
text = tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
inputs = tok(text, return_tensors="pt")
out = model.generate(**inputs, assistant_model=draft, do_sample=True, temperature=0.6, top_p=0.95, max_new_tokens=8)
print(tok.decode(out[0][inputs["input_ids"].shape[1]:], skip_special_tokens=True))
