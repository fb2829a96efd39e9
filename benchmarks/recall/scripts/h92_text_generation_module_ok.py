# classes: 4 8
"""Story starter that imports TextGenerationPipeline from transformers.pipelines.text_generation (a module transformers 5 keeps)."""
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.pipelines.text_generation import TextGenerationPipeline

tokenizer = AutoTokenizer.from_pretrained("distilbert/distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
generator = TextGenerationPipeline(model=model, tokenizer=tokenizer)
print(generator("once upon a time", max_new_tokens=8)[0]["generated_text"])
