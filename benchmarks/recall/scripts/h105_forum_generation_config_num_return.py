# classes: 8
"""Forum question: GenerationConfig built by hand with num_return_sequences but the sampling flag
given to generate only."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

gen_config = GenerationConfig(max_new_tokens=6, num_return_sequences=2, top_p=0.9)
inputs = tokenizer("tell me a story", return_tensors="pt")
out = model.generate(**inputs, generation_config=gen_config, do_sample=True)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
