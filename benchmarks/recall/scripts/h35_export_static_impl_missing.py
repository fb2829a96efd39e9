# classes: 8 6
"""Save a fine-tuned Qwen2.5 checkpoint, reload it and build the static-cache export wrapper.

The reloaded checkpoint keeps the hub's generation config; the export batch size and length
are passed as arguments.
"""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

CKPT = "Qwen/Qwen2.5-0.5B-Instruct"


def quick_finetune(model, tok):
    opt = torch.optim.SGD(model.parameters(), lr=1e-5)
    batch = tok(["hello world", "hello there"], return_tensors="pt", padding=True)
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    quick_finetune(model, tok)
    with tempfile.TemporaryDirectory() as tmp:
        model.save_pretrained(tmp)
        reloaded = AutoModelForCausalLM.from_pretrained(tmp)
    reloaded.generation_config.use_cache = True
    exportable = TorchExportableModuleWithStaticCache(reloaded, batch_size=1, max_cache_len=48)
    ids = torch.tensor([[1, 2]])
    logits = exportable(input_ids=ids, cache_position=torch.arange(2))
    print(logits.shape)


if __name__ == "__main__":
    main()
