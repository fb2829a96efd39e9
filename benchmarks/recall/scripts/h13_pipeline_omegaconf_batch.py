# classes: 4 3
# Batched pipeline inference with a draft model; knobs from an OmegaConf node.
from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

cfg = OmegaConf.create(
    {
        "model": "Qwen/Qwen2.5-1.5B-Instruct",
        "draft": "Qwen/Qwen2.5-0.5B-Instruct",
        "inference": {"batch_size": 2, "max_new_tokens": 6},
    }
)

tokenizer = AutoTokenizer.from_pretrained(cfg.model)
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(cfg.model)
draft = AutoModelForCausalLM.from_pretrained(cfg.draft)

pipe = pipeline("text-generation", model=model, tokenizer=tokenizer, assistant_model=draft)
prompts = ["tell me a story", "the quick brown fox", "hello world"]
outs = pipe(prompts, batch_size=cfg.inference.batch_size, max_new_tokens=cfg.inference.max_new_tokens)
print(outs)
