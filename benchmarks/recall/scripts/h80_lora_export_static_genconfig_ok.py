# classes: 9 8
"""LoRA fine-tune SmolLM2 with gradient checkpointing, merge, re-enable caching and give the merged
model an export-ready generation config (static cache, its sizes) before the ExecuTorch export."""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
MAX_LEN = 64

tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
model.config.use_cache = False
model.gradient_checkpointing_enable()
model = get_peft_model(model, LoraConfig(r=2, lora_alpha=4, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for text in ["the quick brown fox", "tell me a story"]:
    enc = tok(text, return_tensors="pt")
    model(**enc, labels=enc.input_ids).loss.backward()
    opt.step()
    opt.zero_grad()

model = model.merge_and_unload().eval()
model.gradient_checkpointing_disable()
model.disable_input_require_grads()  # peft hooked the embeddings for checkpointing
model.config.use_cache = True
model.generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    max_length=MAX_LEN,
    cache_config={"batch_size": 1, "max_cache_len": MAX_LEN},
)
exportable = TorchExportableModuleForDecoderOnlyLM(model)
with torch.no_grad():
    program = exportable.export(input_ids=torch.tensor([[1, 2, 3]]), cache_position=torch.arange(3))
print(type(program).__name__)
