# classes: 4 8
"""A TextGenerationPipeline built by hand from a model and tokenizer, as the 2021 pipeline docs
showed, asked for several samples with max_length."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextGenerationPipeline, set_seed

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
generator = TextGenerationPipeline(model=model, tokenizer=tok)
set_seed(42)
for r in generator("hello world, i am a language model,", max_length=30, num_return_sequences=3):
    print(r["generated_text"])
