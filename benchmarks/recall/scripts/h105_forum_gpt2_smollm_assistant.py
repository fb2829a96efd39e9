# classes: 6 8
"""Forum question: "can I use any small model as the assistant?" -- GPT-2 main model with a
SmolLM2 draft, no tokenizers passed."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
assistant_model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

inputs = tokenizer("The quick brown fox", return_tensors="pt")
outputs = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=6, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.decode(outputs[0]))
