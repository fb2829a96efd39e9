# classes: 4 3
"""Text-generation pipeline configured from pipeline.yaml."""
import yaml
from transformers import pipeline

PIPELINE_YAML = """
task: text-generation
model: HuggingFaceTB/SmolLM2-360M-Instruct
assistant_model: HuggingFaceTB/SmolLM2-135M-Instruct
call:
  return_full_text: false
  generate_kwargs:
    max_new_tokens: 8
    do_sample: false
"""

with open("pipeline.yaml", "w") as fh:
    fh.write(PIPELINE_YAML)
with open("pipeline.yaml") as fh:
    spec = yaml.safe_load(fh)

call_kwargs = spec.pop("call")
generator = pipeline(**spec)
print(generator("tell me a story about the fox", **call_kwargs))
