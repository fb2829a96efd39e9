# classes: 9 8
"""LoRA fine-tune with gradient checkpointing, then caching re-enabled on the merged model config before
it is exported for ExecuTorch with TorchExportableModuleForDecoderOnlyLM."""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def finetune(model_id, texts):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    model.config.use_cache = False
    model.gradient_checkpointing_enable()
    model = get_peft_model(model, LoraConfig(r=2, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    for text in texts:
        enc = tok(text, return_tensors="pt")
        model(**enc, labels=enc.input_ids).loss.backward()
        opt.step()
        opt.zero_grad()
    return model.merge_and_unload()


merged = finetune("HuggingFaceTB/SmolLM2-135M", ["the lazy dog", "one two three four"])
merged.gradient_checkpointing_disable()
merged.config.use_cache = True
merged.eval()
wrapper = TorchExportableModuleForDecoderOnlyLM(merged, batch_size=1, max_cache_len=64)
ep = wrapper.export(input_ids=torch.tensor([[4, 5, 6]]), cache_position=torch.arange(3))
print(type(ep).__name__)
