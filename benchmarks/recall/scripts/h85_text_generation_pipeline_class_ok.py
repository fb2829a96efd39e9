# classes: 4 8
"""Story generator that builds TextGenerationPipeline directly (a pipeline class transformers 5 keeps)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextGenerationPipeline

MODEL_NAME = "openai-community/gpt2"

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
generator = TextGenerationPipeline(model=model, tokenizer=tokenizer)

for prompt in ["Once upon a time", "The robot opened the door and"]:
    print(generator(prompt, max_new_tokens=8, do_sample=False)[0]["generated_text"])
