# classes: 3
"""Generate several candidate continuations with prompt lookup (fast on repetitive inputs)."""
import argparse
import logging

from transformers import AutoModelForCausalLM, AutoTokenizer, set_seed

logging.basicConfig(level=logging.INFO)
log = logging.getLogger(__name__)

ap = argparse.ArgumentParser()
ap.add_argument("--model", default="HuggingFaceTB/SmolLM2-360M-Instruct")
ap.add_argument("--num_return_sequences", type=int, default=3)
ap.add_argument("--prompt_lookup_num_tokens", type=int, default=5)
ap.add_argument("--seed", type=int, default=42)
opts = ap.parse_args()

set_seed(opts.seed)
tok = AutoTokenizer.from_pretrained(opts.model)
lm = AutoModelForCausalLM.from_pretrained(opts.model)

source = "the red fox and the blue fox and the green fox and the red"
batch = tok(source, return_tensors="pt")
log.info("generating %d candidates", opts.num_return_sequences)
outs = lm.generate(
    **batch,
    do_sample=True,
    num_return_sequences=opts.num_return_sequences,
    prompt_lookup_num_tokens=opts.prompt_lookup_num_tokens,
    max_new_tokens=8,
)
for o in outs:
    print(tok.decode(o, skip_special_tokens=True))
