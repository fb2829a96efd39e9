# classes: 4
"""Story generator service: decoding knobs set once when the pipeline is built."""
from transformers import pipeline

generator = pipeline(
    "text-generation",
    model="openai-community/gpt2",
    max_new_tokens=8,
    temprature=0.7,
    do_sample=True,
)

for prompt in ["The dragon woke up", "In a quiet village"]:
    out = generator(prompt)
    print(out[0]["generated_text"])
