"""Per-request GenerationConfig objects handed to a Pythia pipeline call that drafts with pythia-70m."""
# classes: 4

from transformers import GenerationConfig, pipeline

pipe = pipeline("text-generation", model="EleutherAI/pythia-160m", assistant_model="EleutherAI/pythia-70m")

REQUESTS = [
    ("the dog", GenerationConfig(max_new_tokens=4)),
    ("my garden", GenerationConfig(do_sample=True, num_return_sequences=2, max_new_tokens=4)),
]

for prompt, gen_config in REQUESTS:
    result = pipe(prompt, generation_config=gen_config)
    print(prompt, "->", [r["generated_text"] for r in result])
