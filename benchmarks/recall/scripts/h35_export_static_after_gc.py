# classes: 8 9
"""Fine-tune Llama-3.2-1B with gradient checkpointing, then wrap it for a static-cache export.

The trainer-side helper disables caching on the generation config (generate is not used while
training) and the export step only sets the cache implementation it needs.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

CKPT = "meta-llama/Llama-3.2-1B-Instruct"
DATA = ["Turn on the lights.", "Set an alarm for 7am."]


def train_step(model, tok):
    model.gradient_checkpointing_enable()
    model.generation_config.use_cache = False
    model.config.use_cache = False
    model.train()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-5)
    for text in DATA:
        batch = tok(text, return_tensors="pt")
        model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    model.eval()


def build_exportable(model):
    model.generation_config.cache_implementation = "static"
    model.config.use_cache = True
    return TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    train_step(model, tok)
    wrapper = build_exportable(model)
    print("wrapped", type(wrapper).__name__)


if __name__ == "__main__":
    main()
