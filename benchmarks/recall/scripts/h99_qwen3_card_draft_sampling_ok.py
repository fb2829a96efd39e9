# classes: 6
"""Qwen3-8B card quickstart (enable_thinking chat template, recommended sampling settings, split
the thinking part at token 151668) with Qwen3-0.6B as the assistant model."""
from transformers import AutoModelForCausalLM, AutoTokenizer

model_name = "Qwen/Qwen3-8B"
tokenizer = AutoTokenizer.from_pretrained(model_name)
model = AutoModelForCausalLM.from_pretrained(model_name, torch_dtype="auto")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B", torch_dtype="auto")

messages = [{"role": "user", "content": "Give me a short introduction to large language model."}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True, enable_thinking=True)
model_inputs = tokenizer([text], return_tensors="pt").to(model.device)
generated_ids = model.generate(
    **model_inputs, max_new_tokens=8, assistant_model=draft, do_sample=True, temperature=0.6, top_p=0.95, top_k=20
)
output_ids = generated_ids[0][len(model_inputs.input_ids[0]):].tolist()
try:
    index = len(output_ids) - output_ids[::-1].index(151668)
except ValueError:
    index = 0
print(tokenizer.decode(output_ids[index:], skip_special_tokens=True))
