# classes: 6 9
"""Seq2SeqTrainer on flan-t5 with predict_with_generate and beam search set in the training
arguments; the predictions are decoded after a two-step fine-tune."""
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
model.config.use_cache = False  # leftover from a gradient-checkpointing run

examples = [
    {"src": "translate to french: hello world", "tgt": "hello world"},
    {"src": "translate to french: the red dog", "tgt": "the red dog"},
    {"src": "translate to french: the blue fox", "tgt": "the blue fox"},
]


def preprocess(ex):
    features = tok(ex["src"], truncation=True, max_length=24)
    features["labels"] = tok(text_target=ex["tgt"], truncation=True, max_length=8).input_ids
    return features


ds = [preprocess(e) for e in examples]
with tempfile.TemporaryDirectory() as out_dir:
    training_args = Seq2SeqTrainingArguments(
        out_dir,
        max_steps=2,
        per_device_train_batch_size=3,
        per_device_eval_batch_size=3,
        predict_with_generate=True,
        generation_max_length=10,
        generation_num_beams=4,
        save_strategy="no",
        report_to="none",
        use_cpu=True,
    )
    trainer = Seq2SeqTrainer(
        model=model,
        args=training_args,
        train_dataset=ds,
        data_collator=DataCollatorForSeq2Seq(tok, model=model),
        processing_class=tok,
    )
    trainer.train()
    preds = trainer.predict(ds)
    print(tok.batch_decode(preds.predictions.clip(min=0), skip_special_tokens=True))
