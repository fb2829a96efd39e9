# classes: 3 2
"""Run-config driven throughput eval: batched baseline, then the same config with a draft model."""
import dataclasses
import logging
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer

logging.basicConfig(level=logging.INFO)
logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class RunConfig:
    model_id: str = "Qwen/Qwen2.5-1.5B-Instruct"
    draft_id: str | None = None
    batch_size: int = 4
    max_new_tokens: int = 8
    do_sample: bool = False


PROMPTS = [
    "tell me a story about cats",
    "hello world in one line",
    "the red fox and the blue dog",
    "count from one to ten",
    "a queen who loved her garden",
    "generate text fast",
]


def run(cfg: RunConfig, tokenizer, model, draft=None):
    logger.info("run %s", dataclasses.asdict(cfg))
    tokenizer.padding_side = "left"
    outputs = []
    for start in range(0, len(PROMPTS), cfg.batch_size):
        batch = PROMPTS[start : start + cfg.batch_size]
        enc = tokenizer(batch, return_tensors="pt", padding=True)
        gen = model.generate(
            **enc,
            max_new_tokens=cfg.max_new_tokens,
            do_sample=cfg.do_sample,
            assistant_model=draft,
            pad_token_id=tokenizer.pad_token_id,
        )
        outputs.extend(tokenizer.batch_decode(gen, skip_special_tokens=True))
    return outputs


base = RunConfig()
tokenizer = AutoTokenizer.from_pretrained(base.model_id)
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained(base.model_id)

baseline = run(base, tokenizer, model)

spec = dataclasses.replace(base, draft_id="Qwen/Qwen2.5-0.5B-Instruct", max_new_tokens=6)
draft = AutoModelForCausalLM.from_pretrained(spec.draft_id)
assisted = run(spec, tokenizer, model, draft=draft)

for a, b in zip(baseline, assisted):
    print(a == b, "|", b[:60])
