# classes: 8 1
"""Export a fine-tuned SmolLM with the decoder-only wrapper; the config flag is restored first.

The 4.3x tutorial line `model.config.use_cache = True  # re-enable for inference` is kept.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
FINETUNE = True


def finetune(model, tokenizer):
    model.gradient_checkpointing_enable()
    model.config.use_cache = False
    model.train()
    batch = tokenizer(["hello world the quick brown fox"], return_tensors="pt")
    loss = model(**batch, labels=batch["input_ids"]).loss
    loss.backward()
    model.eval()
    model.config.use_cache = True  # re-enable for inference


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    if FINETUNE:
        finetune(model, tokenizer)
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
    print(type(exportable).__name__)


if __name__ == "__main__":
    main()
