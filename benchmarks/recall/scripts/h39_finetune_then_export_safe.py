# classes: 8 9
"""Short LoRA-free fine-tune of a small model for an on-device assistant, saved and then
exported for ExecuTorch with the generic decoder-only recipe (cache re-enabled).
"""

import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

BASE = "HuggingFaceTB/SmolLM2-135M-Instruct"


def finetune(model, tokenizer, steps=2):
    model.gradient_checkpointing_enable()
    model.config.use_cache = False  # silence the checkpointing warning
    model.train()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
    batch = tokenizer(["set a timer for ten minutes"], return_tensors="pt")
    for _ in range(steps):
        loss = model(**batch, labels=batch["input_ids"]).loss
        loss.backward()
        opt.step()
        opt.zero_grad()
    model.gradient_checkpointing_disable()
    model.config.use_cache = True  # back on for inference and export
    return model


def main():
    tokenizer = AutoTokenizer.from_pretrained(BASE)
    model = AutoModelForCausalLM.from_pretrained(BASE)
    model = finetune(model, tokenizer)
    out_dir = tempfile.mkdtemp(prefix="ondevice-ft-")
    model.save_pretrained(out_dir)
    tokenizer.save_pretrained(out_dir)

    tuned = AutoModelForCausalLM.from_pretrained(out_dir).eval()
    tuned.generation_config.use_cache = True
    tuned.generation_config.cache_implementation = "static"
    exportable = TorchExportableModuleForDecoderOnlyLM(tuned, batch_size=1, max_cache_len=64)
    print("wrapped", type(exportable.model).__name__)


if __name__ == "__main__":
    main()
