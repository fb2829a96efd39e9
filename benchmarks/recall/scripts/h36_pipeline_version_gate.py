# classes: 4 8
"""text-generation pipeline that passes a GenerationConfig the "v5 way" on any 5.x release."""
from importlib.metadata import version as pkg_version

from transformers import GenerationConfig, pipeline

MAJOR = int(pkg_version("transformers").split(".")[0])

gen_config = GenerationConfig(max_new_tokens=6, do_sample=False)
pipe = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M-Instruct")

prompts = ["Name a portable build tool:", "Name a portable shell:"]
if MAJOR >= 5:
    results = pipe(prompts, generation_config=gen_config)
else:
    results = pipe(prompts, max_new_tokens=6, do_sample=False)
for res in results:
    print(res[0]["generated_text"])
