# classes: 8
"""Question-generation fine-tune with Flan-T5: the generation defaults live in a dict at the top
of the script (shared with the inference script) and become the trainer's generation config
through GenerationConfig.from_dict."""
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

CHECKPOINT = "google/flan-t5-small"
GEN_DEFAULTS = {
    "max_new_tokens": 8,
    "num_beams": 1,
    "top_k": 20,
    "top_p": 0.9,
    "no_repeat_ngram_size": 3,
    "decoder_start_token_id": 0,
}
EXAMPLES = [
    ("generate question: paris is the capital of france", "what is the capital of france?"),
    ("generate question: water boils at 100 degrees", "when does water boil?"),
]

tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForSeq2SeqLM.from_pretrained(CHECKPOINT)
features = []
for context, question in EXAMPLES:
    feat = tokenizer(context, max_length=32, truncation=True)
    feat["labels"] = tokenizer(text_target=question, max_length=12, truncation=True)["input_ids"]
    features.append(feat)

args = Seq2SeqTrainingArguments(
    output_dir=tempfile.mkdtemp(),
    per_device_train_batch_size=2,
    num_train_epochs=1,
    max_steps=1,
    predict_with_generate=True,
    generation_config=GenerationConfig.from_dict(GEN_DEFAULTS),
    report_to=[],
    use_cpu=True,
)
trainer = Seq2SeqTrainer(
    model=model,
    args=args,
    train_dataset=features,
    eval_dataset=features,
    data_collator=DataCollatorForSeq2Seq(tokenizer, model=model),
)
trainer.train()
preds = trainer.predict(features)
print(tokenizer.batch_decode(preds.predictions, skip_special_tokens=True))
