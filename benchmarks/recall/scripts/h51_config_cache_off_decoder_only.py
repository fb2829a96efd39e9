# classes: 9 6
"""Reuse the training config when exporting a fine-tuned SmolLM2 to a .pte file."""
import torch
from transformers import AutoConfig, AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"
SEQ = 64


def training_config(model_id):
    cfg = AutoConfig.from_pretrained(model_id)
    cfg.use_cache = False  # incompatible with gradient checkpointing
    cfg.tie_word_embeddings = True
    return cfg


def export_ready(model_id, cfg):
    gen = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        max_length=SEQ,
        cache_config={"batch_size": 1, "max_cache_len": SEQ},
    )
    model = AutoModelForCausalLM.from_pretrained(model_id, config=cfg, generation_config=gen, torch_dtype=torch.float32)
    return model.eval()


cfg = training_config(MODEL_ID)
# ... fine-tuning happened here in the notebook this came from ...
model = export_ready(MODEL_ID, cfg)
decoder = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=SEQ)
print(decoder)
