# classes: 8 6
"""Forum question: "does speculative decoding work with beam search?" -- assistant plus
num_beams=3 on a decoder-only model."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
inputs = tokenizer("tell me a story", return_tensors="pt")
out = model.generate(**inputs, assistant_model=assistant, num_beams=3, max_new_tokens=6)
print(tokenizer.decode(out[0], skip_special_tokens=True))
