# classes: 9
"""Chat-template quickstart with return_dict=True added later for the attention mask; the
generate line spreads it with **."""
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "HuggingFaceTB/SmolLM2-360M-Instruct"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)
messages = [{"role": "system", "content": "You are terse."}, {"role": "user", "content": "Say hi"}]
input_ids = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
outputs = model.generate(**input_ids, max_new_tokens=5)
print(tokenizer.decode(outputs[0]))
