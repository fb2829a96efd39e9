# classes: 8
"""The answer: pass the ids tensor (inputs.input_ids) or unpack the encoding."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

inputs = tokenizer("Once upon a time there lived a king", return_tensors="pt")
output = model.generate(inputs.input_ids, attention_mask=inputs.attention_mask, max_new_tokens=8)
print(tokenizer.decode(output[0], skip_special_tokens=True))
