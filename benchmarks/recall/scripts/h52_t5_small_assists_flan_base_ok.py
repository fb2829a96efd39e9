# classes: 6 5
"""Original T5 checkpoint as the draft of a Flan-T5 model: same SentencePiece vocabulary, one prompt at a time."""
from dataclasses import dataclass

import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer


@dataclass
class SpecConfig:
    target: str = "google/flan-t5-base"
    draft: str = "t5-small"
    max_new_tokens: int = 6
    draft_tokens: int = 4


cfg = SpecConfig()
tokenizer = AutoTokenizer.from_pretrained(cfg.target)
model = AutoModelForSeq2SeqLM.from_pretrained(cfg.target)
assistant = AutoModelForSeq2SeqLM.from_pretrained(cfg.draft)
assistant.generation_config.num_assistant_tokens = cfg.draft_tokens

for text in ["translate: hello world", "the dog was slow"]:
    ids = tokenizer(text, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**ids, assistant_model=assistant, max_new_tokens=cfg.max_new_tokens)
    print(tokenizer.decode(out[0], skip_special_tokens=True))
