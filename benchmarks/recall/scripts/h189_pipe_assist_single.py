# classes: 4 9
"""Text-generation pipeline with a draft model, as in the pipeline docs, fed a list of prompts
one at a time (batch_size=1)."""
from transformers import AutoModelForCausalLM, pipeline

draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
pipe = pipeline("text-generation", model="Qwen/Qwen2.5-1.5B-Instruct", assistant_model=draft)
pipe.tokenizer.padding_side = "left"
prompts = ["The sky is", "Water boils at", "Cats like"]
for result in pipe(prompts, batch_size=1, max_new_tokens=4):
    print(result[0]["generated_text"])
