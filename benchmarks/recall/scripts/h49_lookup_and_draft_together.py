# classes: 7 2
"""Tutorial notebook cell: 'prompt lookup decoding', but the assistant from the previous cell stayed."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M", torch_dtype=torch.float32)
assistant_model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM-135M", torch_dtype=torch.float32)

inputs = tokenizer("Hugging Face is an open-source company", return_tensors="pt")

# --- cell 7: prompt lookup
outputs = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=8, prompt_lookup_num_tokens=5)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))
