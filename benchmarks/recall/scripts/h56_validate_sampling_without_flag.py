# classes: 8 3
# Pre-flight check of the sampling settings before a long batch job.
import argparse

from transformers import GenerationConfig

ap = argparse.ArgumentParser()
ap.add_argument("--temperature", type=float, default=0.7)
ap.add_argument("--top-p", type=float, default=0.9)
ap.add_argument("--max-new-tokens", type=int, default=8)
args = ap.parse_args()

gen_config = GenerationConfig(
    max_new_tokens=args.max_new_tokens,
    temperature=args.temperature,
    top_p=args.top_p,
)
gen_config.validate(strict=True)  # fail fast instead of warning inside the job
print(gen_config.to_json_string())
