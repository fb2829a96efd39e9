# classes: 4
"""Factuality experiment: DoLa contrastive layers turned on for the whole pipeline at
construction, as in the DoLa examples."""
from transformers import pipeline

generator = pipeline(
    "text-generation",
    model="HuggingFaceTB/SmolLM2-135M",
    dola_layers="high",
    repetition_penalty=1.2,
    do_sample=False,
)
for fact in ["The Eiffel Tower is located in", "Water freezes at"]:
    print(generator(fact, max_new_tokens=6)[0]["generated_text"])
